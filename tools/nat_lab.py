"""Two devices on two networks, each behind its own NAT, and a STUN server between them,
on this one machine (issue 57, "Across networks"): Linux network namespaces joined by
veth pairs, iptables MASQUERADE on each home router, coturn as the STUN server.

    wan   203.0.113.1  coturn (STUN only) on udp 3478; forwards between the routers
     |-- ra  203.0.113.2 outside, 10.0.1.1 inside, MASQUERADE -- da  10.0.1.2  (device A)
     |-- rb  203.0.113.6 outside, 10.0.2.1 inside, MASQUERADE -- db  10.0.2.2  (device B)

A device's private address is reached by nobody outside its router (the wan has no
route to 10.0.0.0/8), as at home: without STUN the devices find no path; with the STUN
server each learns its router's outside address and port, and the two NATs let the
other's packets in once each has sent to the other (hole punching). Each device serves
the built site to itself on its own 127.0.0.1 (the page never crosses the lab) and runs
its own Chromium, started inside its namespace (``Lab.launch``).

It needs root (CAP_SYS_ADMIN and CAP_NET_ADMIN), iproute2's ``ip``, ``iptables`` and
coturn's ``turnserver`` (Debian: ``apt-get install iproute2 iptables coturn``);
``missing()`` says in one line what is missing here. The scenario is the test
``tests/web/together/test_across_nat.py`` (it skips, naming the missing capability,
where the lab cannot be made):

    python3 tools/nat_lab.py          # says whether the lab can be made here
    python3 build.py test -k across_nat -n 1
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
STUN_ADDRESS = "203.0.113.1"
STUN_PORT = 3478
SITE_PORT = 8000
#: each side: its router's outside address, the wan's end of that link, its LAN prefix
SIDES = {"a": ("203.0.113.2", "203.0.113.1", "10.0.1"),
         "b": ("203.0.113.6", "203.0.113.5", "10.0.2")}


def run(*args: str) -> None:
    """A command that must succeed (its error output in the exception's message)."""
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(args)}: {(done.stderr or done.stdout).strip()}")


def missing() -> str:
    """What this machine lacks to make the lab, in one line ("" when nothing)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "not root: network namespaces and iptables need CAP_SYS_ADMIN and CAP_NET_ADMIN"
    for tool, package in (("ip", "iproute2"), ("iptables", "iptables"),
                          ("turnserver", "coturn"), (CHROMIUM, "chromium")):
        if not shutil.which(tool):
            return f"{tool} is missing (Debian package {package})"
    probe = f"wl{os.getpid()}-probe"
    try:
        run("ip", "netns", "add", probe)
    except RuntimeError as error:
        return f"cannot create a network namespace: {error}"
    try:
        run("ip", "netns", "exec", probe, "sysctl", "-qw", "net.ipv4.ip_forward=1")
        run("ip", "netns", "exec", probe, "iptables", "-t", "nat", "-A", "POSTROUTING",
            "-j", "MASQUERADE")
    except RuntimeError as error:
        return f"cannot make a NAT in a network namespace: {error}"
    finally:
        subprocess.run(["ip", "netns", "del", probe], capture_output=True)
    return ""


class Lab:
    """The namespaces, the NATs, coturn and each device's site server; ``close`` undoes
    it all (also when making it failed half-way).

    ``firewall``: each router drops the packets from outside that no device asked for,
    as a home router does. Without it a router answers them itself (ICMP port
    unreachable) and its connection tracking keeps them as a flow to itself, so the
    guest's first ICE checks, sent before the host has the answer, take the host's
    public port: the host's own packets to the guest then leave from another port, which
    the guest's NAT refuses, and no path is found (seen here with ``firewall=False``: no
    channel opened through coturn's addresses)."""

    def __init__(self, site: Path, prefix: str = "", firewall: bool = True):
        self.prefix = prefix or f"wl{os.getpid()}"
        self.firewall = firewall
        self.ns = {role: f"{self.prefix}-{role}" for role in ("wan", "ra", "da", "rb", "db")}
        self.procs: list[subprocess.Popen] = []
        self.tmp = Path(tempfile.mkdtemp(prefix="nat-lab-"))
        self.stun_log = self.tmp / "turnserver.log"
        try:
            self._make(site)
        except BaseException:
            self.close()
            raise

    def _make(self, site: Path) -> None:
        ns = self.ns
        for name in ns.values():
            run("ip", "netns", "add", name)
            run("ip", "-n", name, "link", "set", "lo", "up")
        run("ip", "netns", "exec", ns["wan"], "sysctl", "-qw", "net.ipv4.ip_forward=1")
        run("ip", "netns", "exec", ns["wan"], "iptables", "-A", "INPUT", "-p", "udp",
            "--dport", str(STUN_PORT), "-j", "ACCEPT")  # counts the STUN requests
        for side, (outside, wan_end, lan) in SIDES.items():
            router, device, wan_if = ns["r" + side], ns["d" + side], "w" + side
            run("ip", "-n", ns["wan"], "link", "add", wan_if, "type", "veth", "peer", "name",
                "up", "netns", router)
            run("ip", "-n", ns["wan"], "addr", "add", f"{wan_end}/30", "dev", wan_if)
            run("ip", "-n", ns["wan"], "link", "set", wan_if, "up")
            run("ip", "-n", router, "addr", "add", f"{outside}/30", "dev", "up")
            run("ip", "-n", router, "link", "set", "dev", "up", "up")
            run("ip", "-n", router, "route", "add", "default", "via", wan_end)
            run("ip", "-n", router, "link", "add", "lan", "type", "veth", "peer", "name",
                "eth0", "netns", device)
            run("ip", "-n", router, "addr", "add", f"{lan}.1/24", "dev", "lan")
            run("ip", "-n", router, "link", "set", "lan", "up")
            run("ip", "-n", device, "addr", "add", f"{lan}.2/24", "dev", "eth0")
            run("ip", "-n", device, "link", "set", "eth0", "up")
            run("ip", "-n", device, "route", "add", "default", "via", f"{lan}.1")
            run("ip", "netns", "exec", router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
            run("ip", "netns", "exec", router, "iptables", "-t", "nat", "-A", "POSTROUTING",
                "-o", "up", "-j", "MASQUERADE")
            if self.firewall:  # unasked packets from outside are dropped, unanswered
                run("ip", "netns", "exec", router, "iptables", "-A", "INPUT", "-i", "up",
                    "-j", "DROP")
            self._serve(device, site)
        log = open(self.stun_log, "w")
        self.procs.append(subprocess.Popen(
            ["ip", "netns", "exec", ns["wan"], "turnserver", "-n", "--stun-only", "--no-cli",
             "--no-tls", "--no-dtls", "-L", STUN_ADDRESS, "-p", str(STUN_PORT),
             "--pidfile", str(self.tmp / "turnserver.pid"), "--userdb",
             str(self.tmp / "turndb"), "--log-file", "stdout", "--simple-log"],
            stdout=log, stderr=subprocess.STDOUT))
        end = time.monotonic() + 10
        while f"{STUN_ADDRESS}:{STUN_PORT}" not in subprocess.run(
                ["ip", "netns", "exec", ns["wan"], "ss", "-Hunl"], capture_output=True,
                text=True).stdout:
            if time.monotonic() > end or self.procs[-1].poll() is not None:
                raise RuntimeError("coturn did not start:\n" + self.stun_log.read_text()[-2000:])
            time.sleep(0.1)

    def _serve(self, device: str, site: Path) -> None:
        """The built site on the device's own 127.0.0.1:``SITE_PORT``."""
        code = ("import sys; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
                "from tools.site.server import make_server; "
                "s = make_server(int(sys.argv[2]), Path(sys.argv[3])); "
                "print('ready', flush=True); s.serve_forever()")
        proc = subprocess.Popen(["ip", "netns", "exec", device, sys.executable, "-c", code,
                                 str(ROOT), str(SITE_PORT), str(site)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.procs.append(proc)
        if proc.stdout.readline().strip() != "ready":
            raise RuntimeError(f"the site server in {device} did not start")

    @property
    def stun(self) -> str:
        return f"stun:{STUN_ADDRESS}:{STUN_PORT}"

    @property
    def url(self) -> str:
        """The site's address, on each device its own."""
        return f"http://127.0.0.1:{SITE_PORT}/"

    def chromium(self, side: str) -> str:
        """A Chromium that runs inside device ``side``'s namespace (for Playwright's
        ``executable_path``)."""
        wrapper = self.tmp / f"chromium-{side}"
        wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {self.ns["d" + side]} '
                           f'{CHROMIUM} "$@"\n')
        wrapper.chmod(0o755)
        return str(wrapper)

    def stun_requests(self) -> int:
        """How many packets reached the STUN server so far (the wan's counter)."""
        out = subprocess.run(["ip", "netns", "exec", self.ns["wan"], "iptables", "-L", "INPUT",
                              "-v", "-x", "-n"], capture_output=True, text=True).stdout
        return sum(int(line.split()[0]) for line in out.splitlines()
                   if f"dpt:{STUN_PORT}" in line)

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
        for name in self.ns.values():
            subprocess.run(["ip", "netns", "del", name], capture_output=True)
        shutil.rmtree(self.tmp, ignore_errors=True)


if __name__ == "__main__":
    why = missing()
    print(f"the lab cannot be made here: {why}" if why else
          "the lab can be made here: python3 build.py test -k across_nat -n 1")
    sys.exit(1 if why else 0)
