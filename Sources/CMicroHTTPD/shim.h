#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

// MHD_start_daemon is variadic, which Swift cannot call: this fixes the options tripshot uses.
// One thread per connection (a handler may wait for its screenshot to be read), a listening
// address (so the server binds 127.0.0.1 only when asked), a callback when a request is done,
// a cap on connections and an idle timeout (seconds) per connection.
static inline struct MHD_Daemon *tripshot_mhd_start(
    unsigned int flags, const struct sockaddr *address,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int connection_limit, unsigned int connection_timeout)
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_END);
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
