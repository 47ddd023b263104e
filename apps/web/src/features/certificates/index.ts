// The certificates feature's public face: where a certificate request is shown.
export const certificateDetailPath = (applyId: string) =>
  `/CertificateDetail?ApplyId=${encodeURIComponent(applyId)}`;
