from fastapi import FastAPI
from lxml import etree

app = FastAPI()


class Inventory:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def stock(self, sku):
        query = etree.XPath("sum(//item[sku='" + sku + "']/qty)")
        return query(self.tree)


inventory = Inventory("stock.xml")


@app.get("/stock/{sku}")
def stock(sku: str):
    return {"qty": inventory.stock(sku)}
