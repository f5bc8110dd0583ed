#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

// MHD_start_daemon is variadic, which Swift cannot call: this fixes the options tripshot uses.
// One thread per connection (a handler may wait for its screenshot to be read), a listening
// address (so the server binds 127.0.0.1 only when asked), a callback when a request is done,
// one when a connection opens or closes (the server's own per-client cap and deadlines), a cap on
// connections, an idle timeout (seconds) per connection, and the memory each connection may use
// for its request line and headers.
static inline struct MHD_Daemon *tripshot_mhd_start(
    unsigned int flags, const struct sockaddr *address,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    MHD_NotifyConnectionCallback notify, void *notify_context,
    unsigned int connection_limit, unsigned int connection_timeout, size_t connection_memory)
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_NOTIFY_CONNECTION, notify, notify_context,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory,
        MHD_OPTION_END);
}

// The client's IPv4 address as four bytes in network order (0 when not IPv4): the key of the
// per-client connection cap.
static inline uint32_t tripshot_mhd_client_ipv4(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info || !info->client_addr || info->client_addr->sa_family != AF_INET) return 0;
    return ((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr;
}

// MHD_get_daemon_info is variadic too: the port the daemon bound (the kernel's pick for port 0).
static inline uint16_t tripshot_mhd_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

// MHD_get_connection_info is variadic too: the connection's socket. libmicrohttpd cannot queue a
// response while a body is arriving (only after the headers or after the whole body), so a body
// found over the limit while it arrives is answered on the socket directly (HTTPServer+Refusal).
static inline int tripshot_mhd_connection_socket(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

// The listening socket (MHD_get_daemon_info is variadic): given TCP_DEFER_ACCEPT, so that a
// connection is taken only once its first bytes are there for the guard to look at.
static inline int tripshot_mhd_listen_socket(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return info ? info->listen_fd : -1;
}

#include <netinet/tcp.h>
#include <string.h>

// Bytes the kernel has received on a TCP socket since it opened (TCP_INFO's tcpi_bytes_received,
// Linux 4.1 and later; 0 when unknown): whether a request has arrived that libmicrohttpd's
// thread has not yet read, so that stopping waits for it. glibc's struct tcp_info ends before
// that field (and <linux/tcp.h> clashes with <netinet/tcp.h> in Swift's modules), so it is read
// at its offset in the kernel's struct, which only ever grows at its end: after the 8 bytes of
// state, 24 32-bit fields, then pacing_rate, max_pacing_rate and bytes_acked.
static inline uint64_t tripshot_socket_bytes_received(int socket)
{
    enum { offset = 8 + 24 * 4 + 3 * 8 };
    unsigned char info[256];
    socklen_t length = sizeof info;
    uint64_t received = 0;
    if (getsockopt(socket, IPPROTO_TCP, TCP_INFO, info, &length) != 0 || length < offset + sizeof received) return 0;
    memcpy(&received, info + offset, sizeof received);
    return received;
}
