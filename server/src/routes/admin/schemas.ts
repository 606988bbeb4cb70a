import { Type } from 'typebox';

export const Year = Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year; this year in Sri Lanka when absent' });
