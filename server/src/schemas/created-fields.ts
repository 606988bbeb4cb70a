import { Type } from 'typebox';

/** When a record was entered and by whom; the user may have been deleted since (id null, name ''). */
export const CreatedFields = {
  createdAt: Type.String({ description: 'ISO 8601, UTC' }),
  createdBy: Type.Object({
    id: Type.Union([Type.String(), Type.Null()]),
    name: Type.String({ description: "'' when the user is deleted" }),
  }),
};
