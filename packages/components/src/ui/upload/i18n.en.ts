/** English texts of the upload fields (001 §3 upload states, §5 file rules, §6 messages). */
export const uploadEn = {
  video: {
    title: 'Video',
    embedHint:
      'A video file plays everywhere, display banners included. A YouTube, Vimeo or Facebook link below, if set, plays instead.',
    choose: 'Upload a video (mp4, 3gpp or quicktime, up to 30 GB)',
    replace: 'Replace the video',
    preparing: 'Preparing…',
    uploading: 'Uploading… {{percent}}%',
    progress: 'Upload progress',
    processing: 'Processing…',
    done: 'The video is uploaded.',
    failed: 'Something went wrong.',
    poster: 'Poster of the uploaded video',
    duration: 'Duration: {{duration}}',
    none: 'No video uploaded yet.',
    invalid: 'Invalid file! The following file types are allowed: mp4, 3gpp, quicktime',
  },
  image: {
    choose: 'Upload an image ({{width}}×{{height}} px)',
    uploading: 'Uploading the image…',
    uploaded: 'The image is uploaded.',
    tooLarge: 'The image may be at most 10 MB.',
    processing: 'An unknown error occurred during processing your image',
    failed: 'An unexpected error occurred while uploading the image.',
    cropTitle: 'Crop the image',
    cropHelp: 'Drag the image to choose the part to keep; use the slider or the arrow keys to zoom.',
    zoom: 'Zoom',
    crop: 'Crop and upload',
    preview: 'Uploaded image',
  },
};
