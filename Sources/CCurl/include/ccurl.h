// libcurl for Swift: the header, and one non-variadic function per argument type of
// curl_easy_setopt and curl_easy_getinfo (Swift does not call C variadic functions).
#ifndef CCURL_H
#define CCURL_H
#include <curl/curl.h>

CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode ccurl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode ccurl_setopt_write(CURL *handle, size_t (*callback)(char *, size_t, size_t, void *));
CURLcode ccurl_setopt_header(CURL *handle, size_t (*callback)(char *, size_t, size_t, void *));
CURLcode ccurl_setopt_progress(CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t));
CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode ccurl_getinfo_string(CURL *handle, CURLINFO info, char **value);
#endif
