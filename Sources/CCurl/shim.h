/*
 * The few C helpers Swift needs around libcurl: curl_easy_setopt and
 * curl_easy_getinfo are variadic, so each kind of argument gets a typed shim.
 * Everything else is called directly from Swift (StyleGuide's CurlFetcher, the
 * one file that imports this module).
 */
#ifndef SWATCHBOOK_CCURL_SHIM_H
#define SWATCHBOOK_CCURL_SHIM_H

#include <curl/curl.h>

/* Receives a piece of the response body; returns how many bytes it took. */
typedef size_t (*SBCurlWrite)(char *data, size_t size, size_t count, void *context);

/* libcurl's global setup (CURL_GLOBAL_DEFAULT is a macro Swift cannot import). */
static inline CURLcode sb_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURLcode sb_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sb_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sb_curl_set_writer(CURL *handle, SBCurlWrite writer, void *context) {
    CURLcode code = curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, writer);
    return code != CURLE_OK ? code : curl_easy_setopt(handle, CURLOPT_WRITEDATA, context);
}

static inline CURLcode sb_curl_status(CURL *handle, long *status) {
    return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, status);
}

#endif
