/** Upload limits of multipart endpoints (alert and activity evidence): size per file, files, fields. */
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 };
