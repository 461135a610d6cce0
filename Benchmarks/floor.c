/*
 * The C floor: a bare libmicrohttpd server that answers every request with the same bytes
 * (body and headers captured from Swatchbook), using the same daemon flags, thread pool and
 * limits. Benchmarks run it beside Swatchbook and report Swatchbook's requests/s as a ratio.
 *
 * usage: floor PORT THREADS BODY_FILE [HEADER_FILE]
 *   PORT 0 picks a free port; the real one is printed as "floor listening on PORT".
 *   HEADER_FILE holds "Name: value" lines to add to every response.
 * environment (for Benchmarks/flood.sh, to give the floor Swatchbook's connection limits):
 *   FLOOR_CONNECTIONS (1024), FLOOR_CONNECTIONS_PER_ADDRESS (0: no limit),
 *   FLOOR_LISTEN_BACKLOG (1024), FLOOR_TIMEOUT_SECONDS (15)
 */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *body;
static size_t body_size;
static char *header_names[64];
static char *header_values[64];
static int header_count;
static int marker;

/* An unsigned setting from the environment, or its default. */
static unsigned int setting(const char *name, unsigned int fallback) {
    const char *text = getenv(name);
    return text == NULL || *text == '\0' ? fallback : (unsigned int)strtoul(text, NULL, 10);
}

static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) { perror(path); exit(1); }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)length + 1);
    if (length > 0 && fread(bytes, 1, (size_t)length, file) != (size_t)length) { perror(path); exit(1); }
    bytes[length] = '\0';
    fclose(file);
    *size = (size_t)length;
    return bytes;
}

static void read_headers(const char *path) {
    size_t size;
    char *text = read_file(path, &size);
    for (char *line = strtok(text, "\r\n"); line != NULL && header_count < 64; line = strtok(NULL, "\r\n")) {
        char *colon = strchr(line, ':');
        if (colon == NULL) continue;
        *colon = '\0';
        char *value = colon + 1;
        while (*value == ' ') value++;
        header_names[header_count] = line;
        header_values[header_count] = value;
        header_count++;
    }
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **req_cls) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    if (*req_cls == NULL) {            /* first call: headers only; answer on the next one */
        *req_cls = &marker;
        return MHD_YES;
    }
    *upload_data_size = 0;
    struct MHD_Response *response =
        MHD_create_response_from_buffer(body_size, body, MHD_RESPMEM_PERSISTENT);
    for (int i = 0; i < header_count; i++) {
        MHD_add_response_header(response, header_names[i], header_values[i]);
    }
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s PORT THREADS BODY_FILE [HEADER_FILE]\n", argv[0]);
        return 2;
    }
    body = read_file(argv[3], &body_size);
    if (argc > 4) read_headers(argv[4]);
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC, (uint16_t)atoi(argv[1]), NULL, NULL, &answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)atoi(argv[2]),
        MHD_OPTION_CONNECTION_LIMIT, setting("FLOOR_CONNECTIONS", 1024u),
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, setting("FLOOR_CONNECTIONS_PER_ADDRESS", 0u),
        MHD_OPTION_CONNECTION_TIMEOUT, setting("FLOOR_TIMEOUT_SECONDS", 15u),
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, setting("FLOOR_LISTEN_BACKLOG", 1024u),
        MHD_OPTION_END);
    if (daemon == NULL) { fprintf(stderr, "floor: cannot start on port %s\n", argv[1]); return 1; }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("floor listening on %u\n", info == NULL ? 0u : (unsigned int)info->port);
    fflush(stdout);
    int received;
    sigwait(&signals, &received);
    MHD_stop_daemon(daemon);
    return 0;
}
