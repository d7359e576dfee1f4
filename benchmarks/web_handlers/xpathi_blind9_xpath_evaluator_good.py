from fastapi import FastAPI
from lxml import etree

app = FastAPI()
INVENTORY = etree.parse("inventory.xml")


@app.get("/items")
def items(sku: str):
    evaluate = etree.XPathEvaluator(INVENTORY)
    return {"count": len(evaluate("//item[@sku=$sku]", sku=sku))}
