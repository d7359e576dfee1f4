import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_host(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("host") or request.headers.get("x-host", "")


@app.get("/ping-host")
def ping_host(host: str = Depends(requested_host)):
    """Ping host."""
    num = 7
    host = host if num % 2 == 1 else "localhost"
    status = os.system("ping -c 1 " + host)
    return {"reachable": status == 0}
