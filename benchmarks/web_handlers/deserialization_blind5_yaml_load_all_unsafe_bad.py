import yaml
from django.http import JsonResponse


def import_documents(request):
    documents = list(yaml.load_all(request.body, Loader=yaml.UnsafeLoader))
    return JsonResponse({"documents": len(documents)})
