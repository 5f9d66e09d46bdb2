import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

type Schema = Record<string, unknown>;
type ZodDto = { isZodDto?: boolean; _OPENAPI_METADATA_FACTORY?: () => Record<string, Schema> };

const respelled = Symbol('parley.respelledTypeUnions');

// zod ≥ 4.5 writes a union of bare types as `type: ['number', 'string']`, which @nestjs/swagger
// reads as "an array of number": `created: number | string` would be documented as `number[]`.
// Until nestjs-zod spells them out itself (nestjs-zod#473, fix in #477), each top-level union of
// a body or query DTO is given back as the `anyOf` that nestjs-zod already handles.
export function respellTypeUnions(app: INestApplication): void {
  for (const dto of zodDtos(app)) {
    // @nestjs/swagger applies the factory of every class up the chain (createZodDto's own class too).
    for (let owner: ZodDto | null = dto; owner; owner = Object.getPrototypeOf(owner) as ZodDto) {
      if (Object.hasOwn(owner, '_OPENAPI_METADATA_FACTORY')) respell(owner);
    }
  }
}

function respell(dto: ZodDto): void {
  const factory = dto._OPENAPI_METADATA_FACTORY;
  if (!factory || respelled in factory) return;
  const wrapped = () => {
    const properties = factory.call(dto);
    for (const property of Object.values(properties)) {
      if (!Array.isArray(property['type'])) continue;
      property['anyOf'] = (property['type'] as unknown[]).map((type) => ({ type }));
      property['type'] = '';
    }
    return properties;
  };
  Object.defineProperty(dto, '_OPENAPI_METADATA_FACTORY', {
    value: Object.assign(wrapped, { [respelled]: true }),
    configurable: true,
  });
}

// The zod DTOs the controllers take as parameters (bodies and queries).
function zodDtos(app: INestApplication): Set<ZodDto> {
  const found = new Set<ZodDto>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const prototype = (controller.metatype as { prototype?: object } | null)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const types: unknown = Reflect.getMetadata('design:paramtypes', prototype, name);
        if (!Array.isArray(types)) continue;
        for (const type of types as ZodDto[]) if (type?.isZodDto) found.add(type);
      }
    }
  }
  return found;
}
