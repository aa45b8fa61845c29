// The shell starts directly: it is a runtime-only federation host (see webpack.config.js), so no
// async boundary is needed before the first render. Its libraries are evaluated in a few browser
// tasks rather than one: each stage is in this same file (`eager`, no request), and the browser
// may paint and handle input between them (Lighthouse's total blocking time, decision 0086).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store'); // Redux Toolkit, RTK Query, the API
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/router'); // the router, the home page's code
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
