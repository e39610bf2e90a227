/* global document */
// The embedded provider's logout confirmation (services/src/domain/identity/oidc/provider.ts) is sent at once: the
// person already chose Log Out. A file of its own, not inline: the Content-Security-Policy allows no inline script.
document.getElementById('op.logoutForm').submit();
