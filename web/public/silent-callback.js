/* global window */
// The hidden frame of a silent sign-in (a reloaded page resuming its session): hands the provider's answer to the app
// as oidc-client-ts's signinSilentCallback would, without loading the whole app into the frame. A file of its own,
// not inline: the Content-Security-Policy allows scripts from this origin only.
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);
