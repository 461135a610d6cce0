"""The contract suite's own footing: the server it checks starts and answers."""


def test_the_server_answers_healthz(server):
    answer = server.fetch("/healthz")
    assert answer.status == 200, answer
    assert b'"status":"ok"' in answer.body.replace(b" ", b"")
