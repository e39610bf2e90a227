// The student repository screens, loaded together as one chunk.
export { StudentRepositoryPage } from './StudentRepositoryPage';
export { StudentRepositoryUploadReportPage } from './StudentRepositoryUploadReportPage';
export { StudentRepositoryErrorReportPage } from './StudentRepositoryErrorReportPage';
export { StudentRepositoryErrorDetailsPage } from './StudentRepositoryErrorDetailsPage';
export { StudentRepositoryUploadDetailsPage } from './StudentRepositoryUploadDetailsPage';
