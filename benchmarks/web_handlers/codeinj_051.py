from fastapi import Depends, FastAPI, Request

app = FastAPI()

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


def requested_field(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("field") or request.headers.get("x-field", "")


@app.get("/sorted-rows")
def sorted_rows(field: str = Depends(requested_field)):
    """Sorted rows."""
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return {"rows": rows}
