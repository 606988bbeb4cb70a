import { astToString } from 'openapi-typescript';
import ts from 'typescript';

type Named = ts.PropertySignature & { name: ts.Identifier | ts.StringLiteral; type: ts.TypeNode };

const isNamed = (member: ts.TypeElement): member is Named =>
  ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) && member.type !== undefined;

const exported = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];

/** A named schema's file: the type it exports, with openapi-typescript's comment (the title, the description). */
function schemaFile(schema: Named, header: string): string {
  const alias = ts.factory.createTypeAliasDeclaration(exported, schema.name.text, undefined, schema.type);
  ts.setSyntheticLeadingComments(alias, ts.getSyntheticLeadingComments(schema));
  const source = astToString(alias);
  return header + (source.includes('components[') ? "import type { components } from '../components';\n\n" : '') + source;
}

/**
 * `components.ts` and a file per named schema (`schemas/<title>.ts`) from openapi-typescript's `components`
 * declaration: all the schemas in one file would pass the lines a generated file may have. components.ts keeps
 * its shape (`components["schemas"]["MfaTotals"]`), each member naming the type of its schema's file.
 */
export function componentFiles(components: ts.InterfaceDeclaration, header: string): Record<string, string> {
  const holder = components.members.find((member): member is Named => isNamed(member) && member.name.text === 'schemas');
  if (!holder || !ts.isTypeLiteralNode(holder.type)) return { 'components.ts': header + astToString(components) };
  const schemas = holder.type.members.filter(isNamed);
  const byName = ts.factory.createTypeLiteralNode(
    schemas.map((schema) =>
      ts.factory.createPropertySignature(undefined, schema.name, undefined, ts.factory.createTypeReferenceNode(schema.name.text)),
    ),
  );
  const members = components.members.map((member) =>
    member === holder ? ts.factory.createPropertySignature(undefined, holder.name, undefined, byName) : member,
  );
  const declaration = ts.factory.updateInterfaceDeclaration(
    components,
    components.modifiers,
    components.name,
    components.typeParameters,
    components.heritageClauses,
    members,
  );
  const imports = schemas.map((schema) => `import type { ${schema.name.text} } from './schemas/${schema.name.text}';\n`).join('');
  return {
    'components.ts': `${header}${imports}\n${astToString(declaration)}`,
    ...Object.fromEntries(schemas.map((schema) => [`schemas/${schema.name.text}.ts`, schemaFile(schema, header)])),
  };
}
