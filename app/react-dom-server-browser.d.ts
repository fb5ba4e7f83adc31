// React 18 ships its web-streams renderer under this name without type declarations of its own.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server'
}
