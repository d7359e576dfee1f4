from typing import Literal

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel

app = FastAPI()


class Row(BaseModel):
    name: str
    size: int
    created: str


class Catalogue:
    def __init__(self) -> None:
        self.rows = [
            Row(name="alpha", size=3, created="2024-01-02"),
            Row(name="beta", size=1, created="2023-11-30"),
        ]

    def sorted_by(self, field: str, reverse: bool) -> list[Row]:
        key = eval(f"lambda row: row.{field}")
        return sorted(self.rows, key=key, reverse=reverse)


def get_catalogue() -> Catalogue:
    return Catalogue()


@app.get("/catalogue")
def list_catalogue(
    sort: Literal["name", "size", "created"] = Query("name"),
    desc: bool = Query(False),
    catalogue: Catalogue = Depends(get_catalogue),
):
    return [row.model_dump() for row in catalogue.sorted_by(sort, desc)]
