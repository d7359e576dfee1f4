from fastapi import Depends, FastAPI, Request
from fastapi.responses import PlainTextResponse

app = FastAPI()


def requested_message(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("message") or request.headers.get("x-message", "")


@app.get("/echo")
def echo(message: str = Depends(requested_message)):
    """Echo."""
    candidates = ["hello"]
    candidates.append(message)
    message = candidates[-1]
    return PlainTextResponse(content="<pre>" + message + "</pre>")
