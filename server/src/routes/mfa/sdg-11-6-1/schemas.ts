import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Provenance } from '../schemas';
import { SDG_LEVELS } from './service';

const Kinds = Type.Object({ reported: Type.Integer(), derived: Type.Integer(), estimated: Type.Integer() });

const SdgFigure = Type.Object(
  {
    tonnes: Type.Number({ description: 'Tonnes of municipal solid waste (all materials) in the year' }),
    kind: Type.Union([Type.Literal('reported'), Type.Literal('derived'), Type.Literal('estimated')], {
      description:
        "reported: the authorities' own MSW figures; derived: from their reported plastic and the plastic share of MSW; estimated: from defaults only",
    }),
    basis: Type.String({ description: 'How the figure was computed' }),
    authorities: Kinds,
    sources: Type.Array(Provenance),
  },
  { title: 'SdgFigure' },
);
const SdgRatio = Type.Object({ value: Type.Union([Type.Number(), Type.Null()]), formula: Type.String() }, { title: 'SdgRatio' });

export const SdgIndicator = Type.Object(
  {
    level: Type.Enum([...SDG_LEVELS]),
    id: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    authorities: Type.Integer(),
    population: Type.Number(),
    generated: SdgFigure,
    collected: SdgFigure,
    controlled: SdgFigure,
    collectionRate: SdgRatio,
    controlledRate: SdgRatio,
    method: Provenance,
    published: Type.Optional(
      Type.Array(
        Type.Object({
          key: Type.Enum(['mswGenerated', 'plasticGenerated', 'mismanaged', 'toWater']),
          productTonnes: Type.Number(),
          publishedTonnes: Type.Number(),
          ratio: Type.Number(),
          bound: Type.Enum(['upper', 'sameOrder'], {
            description: "upper: the published figure bounds the product's from above; sameOrder: within 10x",
          }),
          plausible: Type.Boolean(),
          source: Provenance,
        }),
        { description: 'The nation only: its figures beside the published ones (World Bank, Jambeck et al. 2015, Meijer et al. 2021)' },
      ),
    ),
  },
  { title: 'Sdg1161' },
);

export const sdgSchema = {
  summary:
    'SDG 11.6.1 (UN-Habitat Waste Wise Cities) for an authority, district, province or the nation: MSW generated, collected, managed in controlled facilities, and the two ratios, each figure with its provenance',
  querystring: Type.Object(
    {
      year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year' }),
      level: Type.Enum([...SDG_LEVELS], { description: 'AUTHORITY, DISTRICT, PROVINCE or NATIONAL' }),
      id: Type.Optional(
        Type.String({ minLength: 1, maxLength: 20, description: "The area's id; a local authority's user may leave it out for its own" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: SdgIndicator, ...errorResponses(400, 401, 403, 404) },
};
