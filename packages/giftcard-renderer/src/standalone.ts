// The <ugift-card> element for a plain HTML page: the same exports as './element', built by
// vite.standalone.config.ts into one minified module with React and ReactDOM inside, so a page
// needs one <script type="module"> and no import map (React 19 ships CommonJS only).
export * from './element';
