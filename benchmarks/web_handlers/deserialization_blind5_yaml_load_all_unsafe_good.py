import yaml
from django.http import JsonResponse


def import_documents(request):
    documents = list(yaml.safe_load_all(request.body))
    return JsonResponse({"documents": len(documents)})
