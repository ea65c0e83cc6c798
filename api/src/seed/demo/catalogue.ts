import * as schema from '../../schema.js';
import { rowsSeeder, type Seeder } from './seeder.js';

const PRODUCTS = [
  [
    'Kaos "Lampung Tanah Lada"',
    95_000,
    true,
    24,
    'Kaos katun hitam bersablon poster pementasan "Lampung Tanah Lada". Ukuran S sampai XXL.',
  ],
  [
    'Totebag Kanvas Panggung',
    65_000,
    true,
    40,
    'Totebag kanvas tebal dengan ilustrasi tirai panggung. Muat buku naskah ukuran A4.',
  ],
  [
    'Buku Kumpulan Naskah Vol. 1',
    120_000,
    true,
    15,
    'Lima naskah lakon karya anggota yang pernah dipentaskan, lengkap dengan catatan sutradara.',
  ],
  [
    'Poster Edisi Terbatas',
    45_000,
    false,
    0,
    'Poster A2 cetak giclee pementasan tahunan 2025, ditandatangani para pemain.',
  ],
  ['Gantungan Kunci Topeng', 25_000, true, 60, 'Gantungan kunci akrilik bergambar topeng tradisional Lampung.'],
  [
    'Hoodie Kru Produksi',
    210_000,
    false,
    0,
    'Hoodie fleece yang dipakai kru produksi kami. Stok berikutnya dibuka menjelang pementasan tahunan.',
  ],
] as const;

const RENTALS = [
  [
    'Kostum Raja dan Ratu',
    150_000,
    'Tersedia',
    'Sepasang kostum kerajaan dari beludru, lengkap dengan mahkota dan jubah. Harga per hari.',
  ],
  [
    'Lampu Sorot PAR LED (4 unit)',
    300_000,
    'Tersedia',
    'Empat lampu PAR LED RGBW dengan stand dan kabel DMX. Harga per hari.',
  ],
  [
    'Set Properti Ruang Tamu 1970-an',
    250_000,
    'Habis',
    'Kursi rotan, meja kayu, radio tua dan lampu meja. Sedang dipakai produksi lain.',
  ],
  [
    'Tirai Hitam Panggung 6 x 4 m',
    200_000,
    'Tersedia',
    'Tirai blackout dengan rel gantung, cocok untuk panggung sekolah. Harga per hari.',
  ],
  [
    'Sound System Portabel 1000 W',
    350_000,
    'Dalam Perbaikan',
    'Dua speaker aktif, mixer delapan kanal dan dua mikrofon nirkabel.',
  ],
  [
    'Kostum Adat Lampung (Tapis)',
    175_000,
    'Habis',
    'Kain tapis dan siger untuk pementasan bertema adat Lampung. Harga per hari.',
  ],
] as const;

const SCRIPTS = [
  [
    'Malam Jahanam',
    'Motinggo Busye',
    'Drama satu babak tentang Mat Kontan dan Soleman di sebuah kampung nelayan. Malam yang tenang berubah menjadi malam pengakuan yang mengguncang persahabatan mereka.',
    'https://id.wikipedia.org/wiki/Malam_Jahanam',
  ],
  [
    'Kapai-Kapai',
    'Arifin C. Noer',
    'Abu, seorang pesuruh miskin, mencari Cermin Tipu Daya yang dijanjikan Emak dalam dongeng. Lakon tentang harapan, kemiskinan dan mimpi yang tak pernah sampai.',
    'https://id.wikipedia.org/wiki/Arifin_C._Noer',
  ],
  [
    'Bunga Rumah Makan',
    'Utuy Tatang Sontani',
    'Ani, pelayan rumah makan, dikelilingi lelaki yang ingin memilikinya. Ia memilih jalan hidupnya sendiri di tengah tekanan keluarga dan masyarakat.',
    'https://id.wikipedia.org/wiki/Utuy_Tatang_Sontani',
  ],
  [
    'Lampung Tanah Lada',
    'Citra Maharani',
    'Naskah karya anggota kami tentang keluarga petani lada di Lampung Barat pada masa jatuhnya harga rempah. Dipentaskan pertama kali pada 2025.',
    'https://contoh.id/naskah/lampung-tanah-lada.pdf',
  ],
] as const;

const square = { width: 900, height: 900 };

/** Merchandise (products). */
const productSeeder = rowsSeeder({
  name: 'products',
  table: schema.products,
  firstPicture: 300,
  rows: async (picture) => {
    const rows = [];
    for (const [nama, harga, tersedia, quantity, deskripsi] of PRODUCTS) {
      rows.push({
        nama,
        kategori: 'shop',
        harga,
        tersedia,
        quantity,
        deskripsi,
        gambar_product: await picture(square),
      });
    }
    return rows;
  },
});

/** Rental inventory (merchs). */
const rentalSeeder = rowsSeeder({
  name: 'merchs',
  table: schema.merchs,
  firstPicture: 320,
  rows: async (picture) => {
    const rows = [];
    for (const [nama, harga, kategori, deskripsi] of RENTALS) {
      rows.push({ nama, harga, kategori, deskripsi, gambar_merch: await picture(square) });
    }
    return rows;
  },
});

/** The public script collection (naskahs). */
const scriptSeeder = rowsSeeder({
  name: 'naskahs',
  table: schema.naskahs,
  firstPicture: 340,
  rows: async (picture) => {
    const rows = [];
    for (const [namaNaskah, pengarang, isiNaskah, linknaskah] of SCRIPTS) {
      rows.push({
        namaNaskah,
        pengarang,
        isiNaskah,
        linknaskah,
        gambar_naskah: await picture({ width: 800, height: 1000 }),
      });
    }
    return rows;
  },
});

/** The donation appeal (donasis): /donation shows the latest. */
const donationSeeder = rowsSeeder({
  name: 'donasis',
  table: schema.donasis,
  firstPicture: 360,
  rows: async (picture) => [
    {
      gambar: await picture(),
      paragraf1:
        'Sejak 1996 kami berkarya secara mandiri: latihan, pementasan, dan kelas akting untuk pelajar di Bandar Lampung sebagian besar dibiayai dari tiket dan dukungan penonton.',
      paragraf2:
        'Donasi Anda membantu membiayai produksi pementasan tahunan, beasiswa kelas coaching untuk pelajar, dan program Teater Masuk Sekolah ke daerah yang jarang tersentuh seni pertunjukan.',
      paragraf3:
        'Setiap dukungan, besar atau kecil, kami catat dan laporkan setiap akhir tahun kepada para donatur. Terima kasih telah menjaga panggung tetap menyala.',
      // the appeal in English too: /en/donation reads it (the other demo content stays Indonesian, marked lang="id")
      paragraf1_en:
        'Since 1996 we have worked independently: rehearsals, performances and acting classes for students in Bandar Lampung are paid for mostly by tickets and the support of our audience.',
      paragraf2_en:
        'Your donation helps fund our yearly production, coaching-class scholarships for students, and the Theatre Goes to School programme in areas the performing arts rarely reach.',
      paragraf3_en:
        'Every contribution, large or small, is recorded and reported to our donors at the end of each year. Thank you for keeping the stage lit.',
      link: 'https://saweria.co/',
    },
  ],
});

/** The catalogue's demo rows, one seeder per resource. */
export const catalogueSeeders: Seeder[] = [productSeeder, rentalSeeder, scriptSeeder, donationSeeder];
