// The ISIR screens, loaded together as one chunk.
export { UploadIsirPage } from './UploadIsirPage';
export { IsirLogPage } from './IsirLogPage';
export { IsirListPage } from './IsirListPage';
export { IsirViewSettingsPage, IsirViewSettingsNotImplemented } from './IsirViewSettingsPage';
