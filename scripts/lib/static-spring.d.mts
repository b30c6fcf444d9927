/** `@react-spring/web` → packages/widgets/src/staticSpring/index.ts, for Vite's resolve.alias. */
export declare const STATIC_SPRING_ALIAS: Readonly<Record<'@react-spring/web', string>>;
