import pickle
from django.http import JsonResponse

def restore(blob):
    return pickle.loads(blob)

def restore_view(request):
    state = restore(request.body)
    return JsonResponse({"n": len(state)})
