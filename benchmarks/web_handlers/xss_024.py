from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_message(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("message") or request.headers.get("x-message", "")


@app.get("/echo-json")
def echo_json(message: str = Depends(requested_message)):
    """Echo json."""
    return f"<p>{message}</p>"
