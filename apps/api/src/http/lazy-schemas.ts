import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// The routes' JSON Schemas compiled when first used rather than when the server starts. Fastify
// compiles a validator (Ajv) and a serializer (fast-json-stringify) for every schema of every route
// before it listens: about 1.2 s of this thread for the API's routes on this machine, most of a
// later start (BENCHMARKS.md, "Later starts"). Here each one is compiled by the first request that
// needs it, with Fastify's own compilers and options, so validation and answers are the same; the
// server then compiles the rest in short turns once it listens (compileDeferredSchemas), so a
// schema that does not compile is still reported at start-up, just after the server answers.

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serialize = (doc: unknown) => string;

type BuildCompiler = (externalSchemas: unknown, options: unknown) => (route: unknown) => unknown;

/** The compilers of one application, and what they have left to compile. */
class DeferredSchemas {
  private readonly waiting = new Set<() => unknown>();
  // Fastify's default compilers, one set per application as Fastify makes them
  // (fastify/lib/schema-controller.js).
  private readonly buildValidator = AjvCompiler() as unknown as BuildCompiler;
  private readonly buildSerializer = SerializerSelector() as unknown as BuildCompiler;

  /** Runs `compile` at the first call of the function returned, or in compileAll, whichever first. */
  private defer<T>(compile: () => T): () => T {
    let compiled: T | undefined;
    const get = (): T => {
      if (compiled === undefined) {
        compiled = compile();
        this.waiting.delete(get);
      }
      return compiled;
    };
    this.waiting.add(get);
    return get;
  }

  /** Fastify's compilers factory (the server option `schemaController.compilersFactory`). */
  readonly factory = {
    buildValidator: (externalSchemas: unknown, ajvOptions: unknown) => {
      const compiler = this.buildValidator(externalSchemas, ajvOptions);
      return (route: unknown): Validate => {
        const real = this.defer(() => compiler(route) as Validate);
        const validate: Validate = (data, context) => {
          const check = real();
          // Fastify passes the parent (so Ajv may coerce the root value) when it sees `schemaEnv`.
          const valid = context === undefined ? check(data) : check(data, context);
          validate.errors = check.errors;
          return valid;
        };
        validate.schemaEnv = true;
        return validate;
      };
    },
    buildSerializer: (externalSchemas: unknown, serializerOptions: unknown) => {
      const compiler = this.buildSerializer(externalSchemas, serializerOptions);
      return (route: unknown): Serialize => {
        const real = this.defer(() => compiler(route) as Serialize);
        return (doc) => real()(doc);
      };
    },
  };

  /**
   * Compiles what no request has needed yet, one schema a turn (a request waits for one at most).
   * Rejects after all were tried if some did not compile, with the first error.
   */
  async compileAll(): Promise<number> {
    let compiled = 0;
    let failure: unknown;
    for (const get of [...this.waiting]) {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        get();
        compiled += 1;
      } catch (error) {
        failure ??= error;
        this.waiting.delete(get);
      }
    }
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
    return compiled;
  }
}

const deferred = new WeakMap<FastifyInstance, DeferredSchemas>();

/** The server option that defers the compilation of the routes' schemas. */
export function deferredSchemaController(): {
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  adopt(app: FastifyInstance): void;
} {
  const schemas = new DeferredSchemas();
  return {
    schemaController: {
      compilersFactory: schemas.factory as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'],
    },
    adopt: (app) => deferred.set(app, schemas),
  };
}

/**
 * Compiles the schemas of `app` no request has needed yet, in short turns; resolves with how many
 * it compiled (0 for an app built without deferredSchemaController).
 */
export function compileDeferredSchemas(app: FastifyInstance): Promise<number> {
  return deferred.get(app)?.compileAll() ?? Promise.resolve(0);
}
