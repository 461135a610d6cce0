/*
 * The few C helpers Swift needs around libmicrohttpd: MHD_start_daemon,
 * MHD_get_daemon_info and MHD_get_connection_info are variadic, and the error
 * logger receives a va_list.
 * Everything else is called directly from Swift (module MicroHTTP).
 */
#ifndef SWATCHBOOK_CMICROHTTPD_SHIM_H
#define SWATCHBOOK_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>
#include <gnutls/gnutls.h>
#include <gnutls/abstract.h>
#include <gnutls/crypto.h>
#include <gnutls/x509.h>
#include <zlib.h>

/* Hands GnuTLS the certificate chain and key for one handshake (gnutls_certificate_retrieve_function2):
   how a TLS server swaps its certificate without a restart. */
typedef int (*SBCertificateRetrieve)(gnutls_session_t session, const gnutls_datum_t *acceptedIssuers,
                                     int acceptedIssuerCount, const gnutls_pk_algorithm_t *algorithms,
                                     int algorithmCount, gnutls_pcert_st **certificates,
                                     unsigned int *certificateCount, gnutls_privkey_t *key);

/* Releases memory GnuTLS allocated (gnutls_free is a function pointer behind a macro Swift cannot call). */
static inline void sb_gnutls_release(void *memory) {
    gnutls_free(memory);
}

/* Receives one formatted line from libmicrohttpd's error log. */
typedef void (*SBLogSink)(void *context, const char *message);

/* Where libmicrohttpd's error log goes; must outlive the daemon. */
typedef struct {
    SBLogSink sink;
    void *context;
} SBLogTarget;

static inline void sb_log_trampoline(void *cls, const char *format, va_list arguments) {
    SBLogTarget *target = (SBLogTarget *)cls;
    char line[512];
    vsnprintf(line, sizeof line, format, arguments);
    if (target != NULL && target->sink != NULL) {
        target->sink(target->context, line);
    }
}

/* Leaves every escape sequence in place, so the application sees the raw target. */
static inline size_t sb_keep_escapes(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    size_t length = 0;
    while (text[length] != '\0') { length++; }
    return length;
}

/* Everything MHD_start_daemon is given, as one plain struct. */
typedef struct {
    unsigned int flags;
    const struct sockaddr *address;      /* IPv4 or IPv6 address to bind, port included */
    unsigned int threadPoolSize;
    unsigned int connectionLimit;
    unsigned int perAddressConnectionLimit; /* 0: no limit per client address */
    unsigned int connectionTimeoutSeconds;
    size_t connectionMemoryLimit;
    size_t connectionMemoryIncrement;
    unsigned int listenBacklog;
    MHD_AcceptPolicyCallback accept;     /* MHD_NO closes a new connection at once */
    void *acceptContext;
    MHD_AccessHandlerCallback handler;
    void *handlerContext;
    MHD_RequestCompletedCallback completed;
    void *completedContext;
    void *(*uriLog)(void *context, const char *uri, struct MHD_Connection *connection);
    void *uriLogContext;
    MHD_NotifyConnectionCallback notifyConnection; /* a connection opened or closed */
    void *notifyConnectionContext;
    int strictness;                      /* 0: the application checks Host and the target itself */
    SBLogTarget *log;                    /* NULL: no error log */
    SBCertificateRetrieve certificate;   /* NULL: plain HTTP; otherwise TLS, certificates from here */
    const char *tlsPriorities;           /* GnuTLS priority string (protocol versions, ciphers) */
} SBDaemonSettings;

static inline struct MHD_Daemon *sb_start_daemon(const SBDaemonSettings *s) {
    unsigned int flags = s->flags;
    if (s->log != NULL) { flags |= MHD_USE_ERROR_LOG; }
    struct MHD_OptionItem tls[] = {
        { MHD_OPTION_HTTPS_CERT_CALLBACK, 0, (void *)s->certificate },
        { MHD_OPTION_HTTPS_PRIORITIES, 0, (void *)s->tlsPriorities },
        { MHD_OPTION_END, 0, NULL },
    };
    if (s->certificate != NULL) {
        flags |= MHD_USE_TLS;
    } else {
        tls[0].option = MHD_OPTION_END;
    }
    return MHD_start_daemon(
        flags, 0, s->accept, s->acceptContext, s->handler, s->handlerContext,
        MHD_OPTION_SOCK_ADDR, s->address,
        MHD_OPTION_THREAD_POOL_SIZE, s->threadPoolSize,
        MHD_OPTION_CONNECTION_LIMIT, s->connectionLimit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, s->perAddressConnectionLimit,
        MHD_OPTION_CONNECTION_TIMEOUT, s->connectionTimeoutSeconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, s->connectionMemoryLimit,
        MHD_OPTION_CONNECTION_MEMORY_INCREMENT, s->connectionMemoryIncrement,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, s->listenBacklog,
        MHD_OPTION_NOTIFY_COMPLETED, s->completed, s->completedContext,
        MHD_OPTION_URI_LOG_CALLBACK, s->uriLog, s->uriLogContext,
        MHD_OPTION_NOTIFY_CONNECTION, s->notifyConnection, s->notifyConnectionContext,
        MHD_OPTION_STRICT_FOR_CLIENT, s->strictness,
        MHD_OPTION_UNESCAPE_CALLBACK, sb_keep_escapes, (void *)NULL,
        MHD_OPTION_EXTERNAL_LOGGER, sb_log_trampoline, (void *)s->log,
        MHD_OPTION_ARRAY, tls,
        MHD_OPTION_END);
}

/* Whether this libmicrohttpd was built with TLS (GnuTLS) and can take a certificate per handshake. */
static inline int sb_tls_supported(void) {
    return MHD_is_feature_supported(MHD_FEATURE_TLS) == MHD_YES
        && MHD_is_feature_supported(MHD_FEATURE_HTTPS_CERT_CALLBACK) == MHD_YES;
}

/* The port the daemon is bound to (the real one when started on port 0). */
static inline uint16_t sb_daemon_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* Number of open connections, for /metrics and graceful shutdown. */
static inline unsigned int sb_daemon_connections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/* The socket of a connection; -1 when libmicrohttpd cannot say. */
static inline int sb_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* The address of the connection's client (IPv4 or IPv6); NULL when libmicrohttpd cannot say. */
static inline const struct sockaddr *sb_connection_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/* What the application stored for a connection when it opened (its socket context). */
static inline void *sb_connection_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/* Bytes written to a TCP socket that its peer has not acknowledged yet (SIOCOUTQ, the same
   request as TIOCOUTQ; ioctl is variadic); -1 on error. */
static inline long sb_socket_unacknowledged_bytes(int socket) {
    int count = 0;
    return ioctl(socket, TIOCOUTQ, &count) == 0 ? (long)count : -1;
}

/* MHD_set_response_options is variadic; this sets flags only. */
static inline int sb_set_response_flags(struct MHD_Response *response, enum MHD_ResponseFlags flags) {
    return MHD_set_response_options(response, flags, MHD_RO_END) == MHD_YES;
}

/* deflateInit2 is a macro over a versioned call; this gives Swift a function. */
static inline int sb_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/* inflateInit2 for gzip input (tests and tools). */
static inline int sb_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}

/* A TLS client session for HTTPClient: GNUTLS_CLIENT and GNUTLS_NO_SIGNAL are macros Swift cannot
   combine, and gnutls_transport_set_int is a macro. */
static inline int sb_gnutls_client_init(gnutls_session_t *session, int fd) {
    int status = gnutls_init(session, GNUTLS_CLIENT | GNUTLS_NO_SIGNAL);
    if (status == GNUTLS_E_SUCCESS) gnutls_transport_set_int(*session, fd);
    return status;
}

#endif
