import { getTableName } from 'drizzle-orm';
import * as schema from '../../schema.js';
import { type Picture, rowsSeeder, type Seeder } from './seeder.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

const MEMBERS = [
  [
    'Rendra Saputra',
    'rendra.saputra',
    true,
    'Sutradara dan pendiri kelompok. Menyutradarai lebih dari tiga puluh pementasan sejak 1996.',
  ],
  [
    'Ayu Lestari',
    'ayulestari.teater',
    true,
    'Aktris dan pelatih olah vokal. Mengajar di kelas akting remaja setiap Sabtu.',
  ],
  ['Bima Prakoso', 'bimaprakoso', false, 'Penata artistik. Merancang panggung untuk pementasan keliling Sumatera.'],
  [
    'Citra Maharani',
    'citramaharani',
    true,
    'Penulis naskah dan pelatih dramaturgi. Naskahnya dipentaskan di festival nasional.',
  ],
  ['Dimas Aryo', 'dimas.aryo', false, 'Aktor. Dikenal lewat peran utama dalam "Malam Jahanam".'],
  ['Eka Pratiwi', 'ekapratiwi', false, 'Manajer produksi. Mengatur jadwal latihan dan tur kelompok.'],
  ['Fajar Nugraha', 'fajarnugraha', true, 'Pelatih olah tubuh dan koreografer gerak panggung.'],
  ['Gita Anjani', 'gitaanjani', false, 'Penata musik. Memadukan gamelan Lampung dengan musik elektronik.'],
  ['Hendra Wijaya', 'hendrawijaya', false, 'Penata cahaya. Lulusan teknik elektro yang jatuh cinta pada panggung.'],
  ['Indah Permata', 'indahpermata', false, 'Aktris muda. Bergabung sejak kelas coaching 2021.'],
  ['Joko Santoso', 'jokosantoso', false, 'Penata kostum dan rias.'],
  ['Kartika Sari', 'kartikasari', false, 'Aktris dan fotografer dokumentasi pementasan.'],
] as const;

const ARTICLES = [
  [
    'Pementasan "Lampung Tanah Lada" Sukses Digelar',
    'Ratusan penonton memadati Taman Budaya Lampung untuk menyaksikan pementasan terbaru kami.',
  ],
  [
    'Kelas Akting Remaja Angkatan Baru Dibuka',
    'Pendaftaran kelas akting remaja dibuka hingga akhir bulan. Terbuka untuk pelajar SMP dan SMA.',
  ],
  [
    'Tur Keliling Sumatera 2026',
    'Kami akan membawa pementasan ke Palembang, Jambi, Padang dan Medan sepanjang musim kemarau.',
  ],
  [
    'Diskusi Naskah Bersama Penulis Muda',
    'Malam diskusi naskah menghadirkan lima penulis muda Lampung membacakan karya mereka.',
  ],
  [
    'Festival Teater Pelajar Lampung',
    'Sebanyak 24 kelompok teater sekolah tampil dalam festival tahunan yang kami selenggarakan.',
  ],
  [
    'Workshop Tata Cahaya untuk Pemula',
    'Pelatihan dua hari tentang dasar-dasar tata cahaya panggung bersama penata cahaya kami.',
  ],
] as const;

const COLLABS = [
  [
    'Kolaborasi dengan Sanggar Tari Siger',
    'Pertunjukan tari-teater yang memadukan gerak tari tradisional Lampung dan dramaturgi modern.',
  ],
  [
    'Pentas Bersama Orkes Keroncong Tanjungkarang',
    'Malam musikal yang menghidupkan kembali lagu-lagu lama Bandar Lampung.',
  ],
  ['Residensi Seniman dari Yogyakarta', 'Tiga seniman residensi tinggal dan berkarya bersama kami selama sebulan.'],
  ['Teater Boneka untuk Anak', 'Kolaborasi dengan komunitas pendongeng menghadirkan teater boneka keliling sekolah.'],
] as const;

const PARTNERS = [
  ['Kemitraan dengan Universitas Lampung', 'Program magang untuk mahasiswa seni dan pertunjukan.'],
  ['Dukungan Dinas Pariwisata dan Ekonomi Kreatif', 'Pementasan kami masuk kalender acara budaya Provinsi Lampung.'],
  ['Mitra Media: Radio Kota Tapis', 'Siaran langsung dan liputan setiap pementasan besar.'],
  ['Kerja Sama dengan Perpustakaan Daerah', 'Pojok naskah teater dan pembacaan dramatik setiap bulan.'],
] as const;

const PROGRAMS = [
  ['Pementasan Tahunan', 'Produksi besar setiap akhir tahun dengan naskah karya anggota.'],
  ['Kelas Coaching Akting', 'Latihan mingguan olah tubuh, olah vokal dan olah rasa untuk umum.'],
  ['Teater Masuk Sekolah', 'Pementasan dan lokakarya di sekolah-sekolah se-Bandar Lampung.'],
  ['Pembacaan Naskah Bulanan', 'Malam pembacaan naskah lakon Indonesia dan dunia, terbuka untuk umum.'],
  ['Festival Monolog', 'Ajang monolog tahunan untuk aktor muda se-Sumatera.'],
] as const;

const GALLERY = [
  'Malam Jahanam',
  'Lampung Tanah Lada',
  'Sumur Tanpa Dasar',
  'Kapai-Kapai',
  'Orkes Madun',
  'Bunga Rumah Makan',
  'Mega-Mega',
  'Jaka Tarub',
  'Nyai Ontosoroh',
  'Wek-Wek',
  'Ayahku Pulang',
  'Sampek Engtay',
  'Opera Kecoa',
  'Umang-Umang',
] as const;

const paragraphs = (topic: string) => ({
  description: `${topic.replace(/\.$/, '')}. Kegiatan ini menjadi bagian dari upaya kami menghidupkan seni pertunjukan di Bandar Lampung dan sekitarnya, sekaligus membuka ruang bagi generasi muda untuk berkarya.`,
  description2:
    'Persiapan berlangsung selama tiga bulan, melibatkan aktor, penata artistik, musik dan cahaya. Setiap latihan terbuka untuk diliput media dan disaksikan oleh calon anggota.',
  description3:
    'Terima kasih kepada seluruh penonton, relawan dan mitra yang terus mendukung. Sampai jumpa di pementasan berikutnya!',
});

const portrait = { width: 800, height: 1000 };

/** Members (profilanggotas): the landing's featured members point at them, so they come first. */
const memberSeeder = rowsSeeder({
  name: 'profilanggotas',
  table: schema.profilanggotas,
  firstPicture: 1,
  rows: async (picture) => {
    const rows = [];
    for (const [nama, ig, coach, deskripsi] of MEMBERS) {
      rows.push({
        nama,
        jabatan: ig,
        coach,
        deskripsi,
        photo: await picture(portrait),
        linkig: `https://instagram.com/${ig}`,
        porto: null,
      });
    }
    return rows;
  },
});

/** A kind of news: its items dated a day apart, the first the newest (from `daysBack` days ago). */
const articleRows =
  <A extends string, B extends string>(
    items: readonly (readonly [string, string])[],
    daysBack: number,
    images: [A, B],
  ) =>
  async (picture: Picture) => {
    const rows = [];
    for (const [i, [title, summary]] of items.entries()) {
      const pictures = { [images[0]]: await picture(), [images[1]]: await picture() } as Record<A | B, string>;
      rows.push({
        title,
        summary,
        ...paragraphs(summary),
        link: 'https://instagram.com/',
        photo_url: await picture(),
        ...pictures,
        createdAt: daysAgo(daysBack + i + 1),
      });
    }
    return rows;
  };

/** A kind of news's seeder, its rows from articleRows. */
const articleSeeder = <T extends typeof schema.beritas | typeof schema.beritapartners>(
  table: T,
  firstPicture: number,
  rows: (picture: Picture) => Promise<T['$inferInsert'][]>,
) => rowsSeeder({ name: getTableName(table), table, firstPicture, rows });

const newsSeeder = articleSeeder(schema.beritas, 20, articleRows(ARTICLES, 0, ['gambar_1', 'gambar_2']));
const collaborationSeeder = articleSeeder(
  schema.beritakolaborasis,
  50,
  articleRows(COLLABS, 10, ['gambar_1', 'gambar_2']),
);
const partnershipSeeder = articleSeeder(schema.beritapartners, 70, articleRows(PARTNERS, 20, ['gambar1', 'gambar2']));

const programSeeder = rowsSeeder({
  name: 'programs',
  table: schema.programs,
  firstPicture: 90,
  rows: async (picture) => {
    const rows = [];
    for (const [i, [title, summary]] of PROGRAMS.entries()) {
      rows.push({
        title,
        summary,
        date: daysAgo(-30 * (PROGRAMS.length - i)),
        ...paragraphs(summary),
        link: 'https://instagram.com/',
        photo_url: await picture(),
        photo_thumbnail_url: await picture(),
        photo_url_2: await picture(),
      });
    }
    return rows;
  },
});

/** The gallery's albums: one or two photos, and one album of six (albums hold any number). */
const gallerySeeder = rowsSeeder({
  name: 'galeris',
  table: schema.galeris,
  firstPicture: 120,
  rows: async (picture) => {
    const rows = [];
    for (const [j, judul] of GALLERY.entries()) {
      // counted from the oldest, as they are inserted
      const i = GALLERY.length - 1 - j;
      const count = i === 2 ? 6 : i % 3 === 0 ? 1 : 2;
      const photos = [];
      for (let n = 1; n <= count; n++) photos.push({ id: n, image: await picture() });
      rows.push({
        judul: `Dokumentasi ${judul}`,
        karya: judul,
        deskripsi: `Foto-foto pementasan "${judul}" di Taman Budaya Lampung.`,
        gambarthumbnail: await picture(),
        gambarGaleri: photos[0]?.image ?? '',
        gambarGaleri2: photos[1]?.image ?? null,
        gambarAlbum: photos,
      });
    }
    return rows;
  },
});

/** The content pages' demo rows, one seeder per resource. */
export const contentSeeders: Seeder[] = [
  memberSeeder,
  newsSeeder,
  collaborationSeeder,
  partnershipSeeder,
  programSeeder,
  gallerySeeder,
];
