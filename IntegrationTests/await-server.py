"""Waits until a server that a script started answers, and prints its port.

The one wait loop of the scripts that start servers (httpbin.sh, registries.sh, run-stress.sh,
Benchmarks/loopback.sh, .ci/run):

    python3 await-server.py --url 'http://127.0.0.1:{port}/v2/' [--pid PID]
        [--port PORT | --log FILE --port-after TEXT] [--any-status] [--echo] [--cafile FILE]
        [--expect TEXT] [--save FILE] [--tries N] [--name NAME]

Every 0.2 s, up to --tries times (150 unless said): if the process --pid has exited, it gives up
at once. The port is --port, or the digits that follow --port-after in the log --log (a server
bound to port 0 names the port it got there). Then it asks --url, `{port}` replaced, within a
second: any answer counts, a 4xx or 5xx too with --any-status; with --echo the answer must be
JSON whose `url` is the very URL asked, with a nonce added to its query (httpbin's /get), and with
--expect its body must hold TEXT, so that another server on that port is not taken for ours;
--save writes the body that counted to FILE. It prints the port and exits 0, or exits 1 saying
which server did not start.
"""

import argparse
import json
import os
import re
import secrets
import ssl
import sys
import time
import urllib.error
import urllib.request


def running(pid):
    if pid is None:
        return True
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


def answers(url, options, context):
    asked = f"{url}?nonce={secrets.token_hex(8)}" if options.echo else url
    try:
        with urllib.request.urlopen(asked, timeout=1, context=context) as answer:
            body = answer.read()
    except urllib.error.HTTPError:
        return options.any_status
    except Exception:
        return False
    if options.expect is not None and options.expect.encode() not in body:
        return False
    if options.echo:
        try:
            if json.loads(body).get("url") != asked:
                return False
        except (ValueError, AttributeError):
            return False
    if options.save:
        with open(options.save, "wb") as file:
            file.write(body)
    return True


def main():
    parser = argparse.ArgumentParser(description="Waits until a server answers; prints its port.")
    parser.add_argument("--url", required=True, help="the URL to ask, with {port} for the port")
    parser.add_argument("--pid", type=int, help="the server's process: it gives up once it exits")
    parser.add_argument("--port", help="the port, when it is known")
    parser.add_argument("--log", help="the server's log, which names its port")
    parser.add_argument("--port-after", help="the text that the port's digits follow in the log")
    parser.add_argument("--any-status", action="store_true", help="a 4xx or 5xx answer counts")
    parser.add_argument("--echo", action="store_true", help="the answer must echo the URL asked")
    parser.add_argument("--expect", help="text the answer's body must hold")
    parser.add_argument("--save", help="where to write the body of the answer that counted")
    parser.add_argument("--cafile", help="the certificate authority of an https server")
    parser.add_argument("--tries", type=int, default=150)
    parser.add_argument("--name", default="the server")
    options = parser.parse_args()
    context = ssl.create_default_context(cafile=options.cafile) if options.cafile else None
    port = options.port
    for _ in range(options.tries):
        time.sleep(0.2)
        if not running(options.pid):
            break
        if port is None:
            found = re.search(re.escape(options.port_after) + r"(\d+)", open(options.log).read())
            port = found and found.group(1)
            if port is None:
                continue
        if answers(options.url.replace("{port}", port), options, context) and running(options.pid):
            print(port)
            return 0
    print(f"{options.name} did not start", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
