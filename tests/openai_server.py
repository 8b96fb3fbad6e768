"""A real HTTP server speaking the OpenAI chat-completions protocol, for tests and benchmarks.

``FakeOpenAIServer`` listens on a free loopback port (standard library only:
``ThreadingHTTPServer`` in a thread) and answers ``POST /v1/chat/completions`` with JSON and a
``usage`` block. Replies come from a FIFO queue of scripted ``Reply`` objects when one is
queued, else from a responder function that inspects the request (the default one plays all
three TriageSim roles, telling them apart by the schema name). Faults on demand: HTTP errors
with headers (429 + Retry-After), invalid JSON, a hang past the client's timeout, a dropped
connection, refusing ``response_format`` types, and dying mid-run (every connection closed).
``llama_cpp=True`` plays the llama.cpp server's structured-output dialect: 400 on
``json_schema``, schema-constrained replies to ``{"type": "json_object", "schema": ...}``, and
arbitrary JSON to a bare ``json_object`` or to a schema holding a keyword llama-cpp-python's
converter cannot compile (``pattern``, ``format``: the real server then drops the schema).
Audio input: ``input_audio`` content parts (OpenAI's form: base64 ``data`` and a ``format``) are
checked like a real server does (400 on a part that is not base64 or has an unknown format)
and kept decoded in ``audio_parts()``; ``no_audio=True`` plays a text-only model that answers
any audio part with a 400.

Run it as a separate process (the benchmark does, so its CPU time is not counted):
``python tests/openai_server.py --latency 0.2`` prints ``READY <base_url>`` and serves until
stdin closes.
"""

from __future__ import annotations

import json
import re
import socket
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["Reply", "FakeOpenAIServer", "role_of", "default_responder", "nurse_json", "fenced", "fake_backend",
           "format_of", "FAKE_KEY", "LLAMA_CPP_UNCONSTRAINED", "input_audio_parts", "audio_problem"]


@dataclass
class Reply:
    """One scripted answer. ``content`` is the assistant message; the other fields are faults."""

    content: str | None = None
    status: int = 200
    body: Any = None  # raw body (bytes / str / JSON-able) instead of a completion
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # extra seconds before answering (a hang, when past the client's timeout)
    drop: bool = False  # close the connection without answering
    kill: bool = False  # stop the whole server (this connection included), no answer
    finish_reason: str = "stop"
    usage: dict[str, int] | None = None


Responder = Callable[[dict[str, Any]], "Reply | str | dict[str, Any]"]

SCHEMA_ROLES = {"nurse_step": "nurse", "patient_reply": "patient", "belief_update": "extractor",
                "triage_rating": "rater"}
AUDIO_FORMATS = frozenset({"wav", "mp3"})


def role_of(body: dict[str, Any]) -> str:
    """Which TriageSim role sent a request: the schema name (in response_format or the prompt)."""
    fmt = body.get("response_format") or {}
    name = ((fmt.get("json_schema") or {}).get("name")) if isinstance(fmt, dict) else None
    if name in SCHEMA_ROLES:
        return SCHEMA_ROLES[name]
    system = " ".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "system")
    for schema_name, role in SCHEMA_ROLES.items():
        if schema_name in system:
            return role
    if "You are playing a patient" in system:
        return "patient"
    if "take notes for a triage nurse" in system:
        return "extractor"
    if "reviewing a triage conversation" in system:
        return "rater"
    if "triage nurse" in system:
        return "nurse"
    return "unknown"


def format_of(body: dict[str, Any]) -> str:
    """The structured-output request: the response_format type, ``json_object+schema`` when a
    ``json_object`` carries a schema (llama.cpp's dialect), ``text`` when none was sent."""
    fmt = body.get("response_format") or {}
    kind = str(fmt.get("type", "text")) if isinstance(fmt, dict) else "text"
    return "json_object+schema" if kind == "json_object" and "schema" in fmt else kind


def _text_of(content: Any) -> str:
    """A message's text: the string itself, or its ``text`` parts joined (audio parts carry none)."""
    if isinstance(content, list):
        return "\n".join(str(part.get("text", "")) for part in content if isinstance(part, dict) and part.get("type") == "text")
    return str(content if content is not None else "")


def _last_user(body: dict[str, Any]) -> str:
    for message in reversed(body.get("messages", [])):
        if message.get("role") == "user":
            return _text_of(message.get("content", ""))
    return ""


def input_audio_parts(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Every ``input_audio`` content part of a request, as sent."""
    return [part for message in body.get("messages", []) if isinstance(message.get("content"), list)
            for part in message["content"] if isinstance(part, dict) and part.get("type") == "input_audio"]


def audio_problem(part: dict[str, Any]) -> str | None:
    """Why a real server would refuse this ``input_audio`` part (None: it is well formed)."""
    import base64
    import binascii

    audio = part.get("input_audio")
    if not isinstance(audio, dict) or not isinstance(audio.get("data"), str):
        return "input_audio must be an object with a base64 'data' string"
    if audio.get("format") not in AUDIO_FORMATS:
        return f"input_audio.format must be one of {sorted(AUDIO_FORMATS)}, got {audio.get('format')!r}"
    try:
        base64.b64decode(audio["data"], validate=True)
    except (binascii.Error, ValueError):
        return "input_audio.data is not valid base64"
    return None


def _list_line(text: str, label: str) -> list[str]:
    match = re.search(rf"^{re.escape(label)}: (.*?)\.?$", text, re.MULTILINE)
    if not match or match.group(1).strip() in ("none", ""):
        return []
    return [item.strip() for item in match.group(1).split(",") if item.strip()]


def nurse_json(decision: str, triage: int = 3, *, utterance: str | None = None, vital: str | None = None,
               red_flags: list[str] | None = None, explanation: str = "scripted step", confidence: float = 0.6) -> str:
    """One nurse call (a ``NursePlan``) as the model would write it; ``decision`` is "utterance" or "end".

    The default closing fits the level, as the dialogue master wants (level 1-2 straight in, 3-5 a
    seat with a safety net), so only a test that scripts a defective closing gets one re-asked.
    """
    if utterance is None and decision == "end":
        utterance = ("Thank you, we are taking you straight through now." if triage <= 2
                     else "Thank you, please take a seat, and tell us straight away if it gets worse.")
    elif utterance is None:
        utterance = "Can you tell me more?"
    return json.dumps({
        "explanation": explanation, "vital": vital, "red_flags": red_flags or [], "decision": decision,
        "utterance": utterance, "triage": triage, "confidence": confidence,
    })


def fenced(content: str) -> str:
    """``content`` inside prose and a ```json fence (what a plain-text model tends to write)."""
    return f"Sure, here is my answer:\n```json\n{content}\n```\nLet me know if you need anything else."


PATIENT_LINES = (
    "My chest hurts, about 7 out of 10, it started two hours ago.",
    "It feels heavy, and I'm a bit sweaty and short of breath.",
    "I have high blood pressure and take amlodipine.",
    "No allergies that I know of.",
)


def default_responder(body: dict[str, Any], *, turns: int = 3) -> str:
    """A deterministic player for each role, driven by what the request shows.

    Nurse: asks ``turns`` questions, measuring the first vital it may check each time and
    logging "chest pain" once, then ends with level 2. Patient: cycles ``PATIENT_LINES``.
    Extractor: the chief complaint and pain score when the reply mentions them.
    """
    role = role_of(body)
    text = _last_user(body)
    if role == "nurse":
        turn_match = re.search(r"Turn (\d+) of", text)
        turn = int(turn_match.group(1)) if turn_match else 0
        decisions = _list_line(text, "Decisions allowed now")
        vitals = _list_line(text, "Vitals you may check now")
        logged = _list_line(text, "Red flags logged")
        if "utterance" not in decisions or turn >= turns:
            return nurse_json("end", 2, utterance="Thank you, we will see you very soon.",
                              explanation=f"ending after {turn} replies")
        flags = ["chest pain"] if "chest pain" not in logged else []
        return nurse_json("utterance", 2 if turn else 3, utterance=f"Question {turn + 1}: tell me more?",
                          vital=vitals[0] if vitals else None, red_flags=flags,
                          explanation=f"turn {turn}: asking more")
    if role == "patient":
        replies = sum(1 for m in body.get("messages", []) if m.get("role") == "assistant")
        return json.dumps({"utterance": PATIENT_LINES[replies % len(PATIENT_LINES)]})
    if role == "extractor":
        items = []
        if "chest hurts" in text:
            items.append({"slot": "chief_complaint", "value": "chest pain", "certainty": 0.9, "evidence": "My chest hurts"})
        if "7 out of 10" in text:
            items.append({"slot": "pain_severity", "value": "7", "certainty": 0.9, "evidence": "7 out of 10"})
        if "amlodipine" in text:
            items.append({"slot": "medications", "value": "amlodipine", "certainty": 0.95, "evidence": "take amlodipine"})
        return json.dumps({"items": items})
    if role == "rater":
        # Level 2 when the words (or, for audio, the vitals) show chest pain or SpO2 under 92; else 3.
        low = re.search(r"o2sat (\d+)", text)
        urgent = "chest" in text.lower() or (low is not None and int(low.group(1)) < 92)
        return json.dumps({"explanation": "scripted rating", "triage": 2 if urgent else 3, "confidence": 0.7})
    return json.dumps({"error": "unknown role"})


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "_Server"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in separate writes: without NODELAY, Nagle + delayed ACK add ~40 ms.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with self.server.lock:
            self.server.connections.add(self.connection)

    def finish(self) -> None:
        try:
            super().finish()
        except OSError:
            pass
        with self.server.lock:
            self.server.connections.discard(self.connection)

    def _send(self, status: int, payload: bytes, headers: dict[str, str] | None = None,
              content_type: str = "application/json") -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(payload)
            self.wfile.flush()
        except OSError:
            self.close_connection = True

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._send(200, json.dumps({"object": "list", "data": [{"id": "fake-model", "object": "model"}]}).encode())
        else:
            self._send(404, b'{"error": {"message": "not found"}}')

    def do_POST(self) -> None:
        fake = self.server.fake
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            self._send(400, b'{"error": {"message": "request body is not JSON"}}')
            return
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(404, b'{"error": {"message": "unknown path"}}')
            return
        reply = fake._next_reply(body, dict(self.headers.items()), self.path)
        with fake.lock:
            fake.in_flight += 1
            fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
        try:
            self._answer(fake, body, reply)
        finally:
            with fake.lock:
                fake.in_flight -= 1

    def _answer(self, fake: "FakeOpenAIServer", body: dict[str, Any], reply: Reply) -> None:
        wait = fake.latency + reply.delay
        if wait > 0 and fake.stopping.wait(wait):
            self.close_connection = True
            return
        if reply.kill:
            self.close_connection = True
            threading.Thread(target=fake.stop, daemon=True).start()
            return
        if reply.drop:
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        if reply.body is not None:
            payload = reply.body if isinstance(reply.body, bytes) else (
                reply.body.encode() if isinstance(reply.body, str) else json.dumps(reply.body).encode()
            )
            self._send(reply.status, payload, reply.headers)
            return
        if reply.status != 200:
            message = {"error": {"message": f"scripted error {reply.status}", "type": "server_error", "code": reply.status}}
            self._send(reply.status, json.dumps(message).encode(), reply.headers)
            return
        content = reply.content or ""
        prompt_chars = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
        usage = reply.usage or {
            "prompt_tokens": prompt_chars // 4 + 1,
            "completion_tokens": len(content) // 4 + 1,
        }
        usage.setdefault("total_tokens", usage["prompt_tokens"] + usage["completion_tokens"])
        completion = {
            "id": f"chatcmpl-{fake.count}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake-model"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": reply.finish_reason}],
            "usage": usage,
        }
        self._send(200, json.dumps(completion).encode(), reply.headers)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128


class FakeOpenAIServer:
    """The fake server; use as a context manager or ``start()`` / ``stop()``.

    ``requests`` holds every request seen (``body``, ``headers``, ``path``), in arrival order.
    ``reject`` names ``response_format`` types answered with a 400 that mentions them (a type
    rejects its ``+schema`` variant too; ``json_object+schema`` rejects only that variant).
    ``llama_cpp`` answers like a llama.cpp server (see the module docstring).
    """

    def __init__(self, responder: Responder | None = None, *, latency: float = 0.0, host: str = "127.0.0.1",
                 port: int = 0, reject: set[str] | frozenset[str] = frozenset(), turns: int = 3,
                 llama_cpp: bool = False, no_audio: bool = False) -> None:
        self.responder = responder
        self.latency = latency
        self.host, self.port = host, port
        self.reject = set(reject)
        self.llama_cpp = llama_cpp
        self.no_audio = no_audio
        self.turns = turns
        self.queue: deque[Reply] = deque()
        self.requests: list[dict[str, Any]] = []
        self.count = 0
        self.in_flight = 0
        self.max_in_flight = 0
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ----------------------------------------------------------------------
    def start(self) -> "FakeOpenAIServer":
        self.stopping.clear()
        server = _Server((self.host, self.port), _Handler)
        server.fake = self  # type: ignore[attr-defined]
        server.lock = self.lock  # type: ignore[attr-defined]
        server.connections = set()  # type: ignore[attr-defined]
        self._server = server
        self.port = server.server_address[1]
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop listening and close every open connection (a server that dies)."""
        server, self._server = self._server, None
        if server is None:
            return
        self.stopping.set()
        server.shutdown()
        server.server_close()
        with self.lock:
            connections = list(server.connections)  # type: ignore[attr-defined]
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            try:
                connection.close()
            except OSError:
                pass

    def __enter__(self) -> "FakeOpenAIServer":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    # -- scripting ----------------------------------------------------------------------
    def push(self, *replies: Reply | str) -> None:
        """Queue replies; each is used by the next request (before the responder)."""
        with self.lock:
            for reply in replies:
                self.queue.append(Reply(content=reply) if isinstance(reply, str) else reply)

    def bodies(self, role: str | None = None) -> list[dict[str, Any]]:
        with self.lock:
            bodies = [item["body"] for item in self.requests]
        return [body for body in bodies if role is None or role_of(body) == role]

    def formats(self, role: str | None = None) -> list[str]:
        """The ``format_of`` each request seen: its response_format type ("text" when none was sent)."""
        return [format_of(body) for body in self.bodies(role)]

    def audio_parts(self, role: str | None = None) -> list[dict[str, Any]]:
        """``{"format", "data"}`` (data decoded to bytes) of every ``input_audio`` part seen, in order."""
        import base64

        return [{"format": part["input_audio"]["format"], "data": base64.b64decode(part["input_audio"]["data"])}
                for body in self.bodies(role) for part in input_audio_parts(body) if audio_problem(part) is None]

    def _next_reply(self, body: dict[str, Any], headers: dict[str, str], path: str) -> Reply:
        with self.lock:
            self.count += 1
            self.requests.append({"body": body, "headers": headers, "path": path})
            fmt = (body.get("response_format") or {}).get("type")
            if fmt in self.reject or format_of(body) in self.reject:
                return Reply(status=400, body={"error": {
                    "message": f"response_format type '{fmt}' is not supported by this server",
                    "type": "invalid_request_error", "param": "response_format"}})
            if self.llama_cpp and fmt not in (None, "text", "json_object"):
                return Reply(status=400, body={"error": {"code": 400, "type": "invalid_request_error", "message":
                    f'response_format type must be one of "text" or "json_object", but got: {fmt}'}})
            if self.llama_cpp and format_of(body) == "json_object":
                return Reply(content=LLAMA_CPP_UNCONSTRAINED)  # any JSON object satisfies an empty grammar
            if self.llama_cpp and _has_keyword(body["response_format"].get("schema"), LLAMA_CPP_UNCOMPILED):
                # llama-cpp-python's converter fails on these and the server silently decodes free JSON.
                return Reply(content=LLAMA_CPP_UNCONSTRAINED)
            for part in input_audio_parts(body):
                problem = "this model does not accept audio input" if self.no_audio else audio_problem(part)
                if problem:
                    return Reply(status=400, body={"error": {"message": problem, "type": "invalid_request_error",
                                                             "param": "messages"}})
            if self.queue:
                return self.queue.popleft()
        produced = (self.responder or (lambda b: default_responder(b, turns=self.turns)))(body)
        if isinstance(produced, Reply):
            reply = produced
        elif isinstance(produced, dict):
            reply = Reply(content=json.dumps(produced))
        else:
            reply = Reply(content=produced)
        if reply.status == 200 and reply.body is None and fmt is None and reply.content and not reply.content.startswith("Sure"):
            reply.content = fenced(reply.content)  # plain-text mode: answer the way chat models do
        return reply


LLAMA_CPP_UNCONSTRAINED = json.dumps({"response": "Here is some JSON."})
LLAMA_CPP_UNCOMPILED = frozenset({"pattern", "format"})


def _has_keyword(schema: Any, keywords: frozenset[str]) -> bool:
    if isinstance(schema, dict):
        return bool(keywords & set(schema)) or any(_has_keyword(value, keywords) for value in schema.values())
    if isinstance(schema, list):
        return any(_has_keyword(item, keywords) for item in schema)
    return False
FAKE_KEY = "sk-test-SECRET-123"  # distinctive, so tests can prove it never reaches disk or logs


def fake_backend(server: FakeOpenAIServer, **overrides: Any):
    """An ``LLMBackend`` aimed at ``server``: fast retries, no ``.env``, the fake key."""
    from triagesim.llm import LLMBackend, LLMSettings

    fields: dict[str, Any] = dict(
        base_url=server.base_url,
        model="fake-model",
        api_key=FAKE_KEY,
        timeout=2.0,
        max_retries=3,
        backoff_base=0.01,
        backoff_max=0.05,
        max_reasks=2,
        use_dotenv=False,
    )
    fields.update(overrides)
    return LLMBackend(LLMSettings(**fields))


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Fake OpenAI-compatible server (default TriageSim responder).")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--player", choices=("scripted", "schema"), default="scripted",
                        help="schema: every reply a random instance of the schema sent (a constrained decoder)")
    args = parser.parse_args(argv)
    responder = None
    if args.player == "schema":
        from schema_instances import schema_player

        responder = schema_player(0)
    server = FakeOpenAIServer(responder, latency=args.latency, host=args.host, port=args.port, turns=args.turns).start()
    print(f"READY {server.base_url}", flush=True)
    try:
        sys.stdin.read()  # serve until the parent closes our stdin (or dies)
    except KeyboardInterrupt:
        pass
    server.stop()
    print(f"SERVED {server.count}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
