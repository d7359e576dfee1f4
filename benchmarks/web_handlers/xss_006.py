from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_q(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("q") or request.headers.get("x-q", "")


@app.get("/search-api")
def search_api(q: str = Depends(requested_q)):
    """Search api."""
    return {"query": q, "results": []}
