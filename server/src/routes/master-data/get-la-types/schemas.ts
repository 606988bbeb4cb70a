import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';

export const CouncilType = Type.Object({ id: Type.String({ description: 'MC, UC or PS' }), name: Type.String() });
export type CouncilType = Static<typeof CouncilType>;

export const councilTypesSchema = {
  summary: 'The council types: Municipal Council, Urban Council, Pradeshiya Sabha',
  response: { 200: Type.Array(CouncilType), ...errorResponses(401) },
};
