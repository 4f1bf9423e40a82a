export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => undefined);
});
