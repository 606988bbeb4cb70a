import { errorResponses } from '../../schemas/error-response';
import { LoggedUser } from '../../schemas/logged-user';

export const currentUserSchema = {
  summary: 'The signed-in user, fresh from the database',
  tags: ['users'],
  response: { 200: LoggedUser, ...errorResponses(401, 403) },
};
