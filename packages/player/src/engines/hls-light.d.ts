// hls.js publishes its light build (no subtitles, no DRM, no alternate audio) as `hls.js/light`
// without its own declaration; it has the same API as the full build.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
