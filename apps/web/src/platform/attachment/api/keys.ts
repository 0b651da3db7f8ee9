/** Query keys of the attachment kit (the image preview's object URLs). */
export const attachmentKeys = {
  all: ['attachment'] as const,
  image: (fileId: string, mount: number) => [...attachmentKeys.all, 'image', fileId, mount] as const,
};
