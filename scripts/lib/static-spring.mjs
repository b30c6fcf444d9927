// The Vite alias that draws nivo's charts without react-spring (docs/decisions/0014): every chart
// of this project is drawn with animate={false}, so @react-spring/web is replaced by
// packages/widgets/src/staticSpring, where a spring is its final value. The portal, the editor and
// Storybook (stories, their tests and bench:render) all build with it.
import { fileURLToPath } from 'node:url';

export const STATIC_SPRING_ALIAS = {
  '@react-spring/web': fileURLToPath(new URL('../../packages/widgets/src/staticSpring/index.ts', import.meta.url)),
};
