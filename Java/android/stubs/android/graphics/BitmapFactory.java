package android.graphics;

/**
 * A test-only stub of {@code android.graphics.BitmapFactory} (API 1;
 * developer.android.com/reference/android/graphics/BitmapFactory), not Android and never shipped.
 */
public class BitmapFactory {
    /** Android's {@code BitmapFactory()}. */
    public BitmapFactory() {}

    /**
     * Android's {@code decodeByteArray(byte[], int, int)} (API 1), which answers null for what it
     * cannot decode. Test-only: it decodes nothing, and answers a bitmap for bytes that start as a
     * JPEG file does (FF D8 FF), null for any other.
     *
     * @param data the bytes
     * @param offset where the image starts
     * @param length its length
     * @return the bitmap, or null
     */
    public static Bitmap decodeByteArray(byte[] data, int offset, int length) {
        if (length < 3 || data[offset] != (byte) 0xFF || data[offset + 1] != (byte) 0xD8 || data[offset + 2] != (byte) 0xFF) return null;
        return new Bitmap(length);
    }
}
