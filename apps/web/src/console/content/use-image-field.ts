import { useState } from 'react';
import { App } from 'antd';
import { ApiError } from '../../lib/api/client';
import { uploadCover } from '../../lib/api/upload-image';

/**
 * An editor's one uploaded image (the campaign's cover, the official account's QR): its path, and an upload that
 * replaces it through the public cover upload. An ApiError was already shown by the client; anything else says 上传失败.
 */
export function useImageField() {
  const { message } = App.useApp();
  const [value, setValue] = useState('');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      setValue(await uploadCover(file));
    } catch (e) {
      if (!(e instanceof ApiError)) message.error('上传失败');
    } finally {
      setUploading(false);
    }
  };
  return { value, setValue, uploading, upload };
}
