import type { Localized } from '../../i18n/types';
import type { uploadEn } from './i18n.en';

/** Hungarian texts of the video and image uploads. */
export const uploadHu: Localized<typeof uploadEn> = {
  video: {
    title: 'Videó',
    embedHint:
      'A videofájl mindenhol lejátszható, a display bannerekben is. Ha alább YouTube-, Vimeo- vagy Facebook-linket adsz meg, az játszódik le helyette.',
    choose: 'Videó feltöltése (mp4, 3gpp vagy quicktime, legfeljebb 30 GB)',
    replace: 'Videó cseréje',
    preparing: 'Előkészítés…',
    uploading: 'Feltöltés… {{percent}}%',
    progress: 'Feltöltés állapota',
    processing: 'Feldolgozás…',
    done: 'A videó feltöltve.',
    failed: 'Valami hiba történt.',
    poster: 'A feltöltött videó borítóképe',
    duration: 'Hossz: {{duration}}',
    none: 'Még nincs feltöltött videó.',
    invalid: 'Érvénytelen fájl! Az engedélyezett fájltípusok: mp4, 3gpp, quicktime',
    empty: 'A feltöltött videó üres.',
    tooLarge: 'A videó legfeljebb 30 GB lehet.',
    transcoding: 'Feldolgozás… {{percent}} %',
    transcodeProgress: 'Feldolgozás állapota',
  },
  image: {
    choose: 'Kép feltöltése ({{width}}×{{height}} px)',
    uploading: 'A kép feltöltése…',
    uploaded: 'A kép feltöltve.',
    tooLarge: 'A kép legfeljebb 10 MB lehet.',
    processing: 'Ismeretlen hiba történt a kép feldolgozása közben',
    failed: 'Váratlan hiba történt a kép feltöltése közben.',
    cropTitle: 'Kép körbevágása',
    cropHelp:
      'Húzd a képet a megtartandó rész kiválasztásához; nagyíts a csúszkával vagy a nyílbillentyűkkel.',
    zoom: 'Nagyítás',
    crop: 'Körbevágás és feltöltés',
    preview: 'Feltöltött kép',
  },
};
