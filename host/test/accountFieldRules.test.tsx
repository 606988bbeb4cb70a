import { act, render } from '@testing-library/react';
import { Form, Input, type FormInstance, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import fixtures from '../../shared/test/fixtures/account-fields.json';
import {
  ACCOUNT_LIMITS,
  emailRules,
  nameRules,
  optionalMaxRules,
  passwordRules,
  phoneRules,
  socialLinkRules,
} from '../src/account/fieldRules';

// The same cases run against the server (server/test/contract/account-fields.test.ts).
const t = ((key: string) => key) as unknown as TFunction;
const RULES: Record<string, FormRule[]> = {
  firstName: nameRules(t),
  lastName: nameRules(t),
  email: emailRules(t),
  phone: phoneRules(t),
  password: passwordRules(t),
  bio: optionalMaxRules(t, ACCOUNT_LIMITS.bio.max),
  socialLink: socialLinkRules(t),
};

type FieldCase = (typeof fixtures.cases)[number] & { pad?: string; padTo?: number };
const valueOf = ({ value, pad, padTo }: FieldCase) => (pad && padTo ? value.padEnd(padTo, pad) : value);

async function renderFields(): Promise<FormInstance> {
  let instance: FormInstance | undefined;
  function Fields() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        {Object.entries(RULES).map(([name, rules]) => (
          <Form.Item key={name} name={name} rules={rules}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    );
  }
  render(<Fields />);
  return instance!;
}

describe('the account forms agree with the server (shared/test/fixtures/account-fields.json)', () => {
  it.each((fixtures.cases as FieldCase[]).map((fieldCase) => [fieldCase.field, valueOf(fieldCase).length, fieldCase] as const))(
    '%s of %i characters',
    async (field, _length, fieldCase) => {
      const form = await renderFields();
      const value = valueOf(fieldCase);
      const valid = await act(async () => {
        form.setFieldsValue({ [field]: value });
        return form.validateFields([field]).then(
          () => true,
          () => false,
        );
      });
      expect({ value, valid }).toEqual({ value, valid: fieldCase.valid });
    },
  );
});
