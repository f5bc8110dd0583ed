#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
#include <dlfcn.h>
#include <stdarg.h>
#ifndef RTLD_DEFAULT
#define RTLD_DEFAULT ((void *)0) /* glibc's value; dlfcn.h names it only under _GNU_SOURCE */
#endif

// libtiff's errors while leptonica decodes a TIFF, counted per thread instead of printed. A TIFF cut
// off or garbled past its first strips decodes partly: leptonica returns the image with the rest
// blank, so the decoder asks this count whether libtiff complained. libtiff's header is not
// installed (only the libtiff.so.6 that leptonica loads), and leptonica resets libtiff's plain
// handlers on every read but leaves the *Ext* ones alone: those are looked up at run time.
// (A counter local to a function: Swift's importer emits the inline functions it calls, not a
// header's own variables.)
static inline unsigned long *tripshot_tiff_error_counter(void)
{
    static _Thread_local unsigned long count;
    return &count;
}

static inline void tripshot_tiff_count_error(void *handle, const char *module, const char *format, va_list arguments)
{
    (void)handle; (void)module; (void)format; (void)arguments;
    *tripshot_tiff_error_counter() += 1;
}

static inline void tripshot_tiff_drop_warning(void *handle, const char *module, const char *format, va_list arguments)
{
    (void)handle; (void)module; (void)format; (void)arguments;
}

// leptonica's lept_stderr lines ("Bad file: amount too big", one per missing strip) print whatever
// the message severity; the decoder reports OCRError instead.
static inline void tripshot_leptonica_drop_line(const char *line) { (void)line; }

typedef void (*tripshot_tiff_handler)(void *, const char *, const char *, va_list);

// Installs the handlers above (process-wide; call once). Returns 0 when libtiff's Ext setters are
// not loaded (a leptonica built without TIFF), 1 otherwise.
static inline int tripshot_leptonica_quiet_tiff(void)
{
    leptSetStderrHandler(tripshot_leptonica_drop_line);
    tripshot_tiff_handler (*set_error)(tripshot_tiff_handler) =
        (tripshot_tiff_handler (*)(tripshot_tiff_handler))dlsym(RTLD_DEFAULT, "TIFFSetErrorHandlerExt");
    tripshot_tiff_handler (*set_warning)(tripshot_tiff_handler) =
        (tripshot_tiff_handler (*)(tripshot_tiff_handler))dlsym(RTLD_DEFAULT, "TIFFSetWarningHandlerExt");
    if (!set_error || !set_warning) return 0;
    set_error(tripshot_tiff_count_error);
    set_warning(tripshot_tiff_drop_warning);
    return 1;
}

// The libtiff errors counted on this thread so far.
static inline unsigned long tripshot_tiff_errors(void) { return *tripshot_tiff_error_counter(); }
