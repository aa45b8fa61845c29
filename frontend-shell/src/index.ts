// The shell starts directly: it is a runtime-only federation host (see webpack.config.js), so no
// async boundary is needed before the first render.
import './bootstrap';
